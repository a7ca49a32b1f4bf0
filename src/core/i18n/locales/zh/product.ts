/**
 * Strings of the portal's own pages about the product (namespace `product`): /product and the
 * students' landing page /studentHome. `en/product.ts` has the same keys.
 */
const zhProduct = {
  product: {
    heading: 'libportal：学校自己的阅读门户',
    lead: '为中小学和公共图书馆准备的阅读门户：读者检索、借阅和阅读，教师布置阅读任务，图书馆用自己的数据运营，一所学校可以在自己的服务器上运行全部功能。',
    featuresHeading: '它为学校做什么',
    features: {
      catalogue: {
        title: '馆藏检索与借阅',
        text: '按书名、作者、ISBN检索图书和期刊，预借到指定取书点，续借，缴纳押金与罚款。',
      },
      wayfinding: {
        title: '馆内导航',
        text: '三维地图标出书所在的书架和列，并给出从入口出发的文字指引。',
      },
      digital: {
        title: '数字阅读',
        text: '电子书、电子期刊、故事会音频视频和活动相册，随时在线阅读和收听。',
      },
      teaching: {
        title: '阅读教学',
        text: '教师布置阅读作业、考试和阅读计划；学生写书评、读书笔记和作文，查看自己的阅读画像。',
      },
      embedding: {
        title: '放进学校官网',
        text: '每项功能都是一个网页组件，两行代码即可放进学校官网或内容管理系统。',
      },
      ownServer: {
        title: '自主运行',
        text: '学校可以在自己的服务器上运行全部产品：导入MARC书目和读者名单，馆员在工作台办理借还。',
      },
    },
    actions: '了解更多',
    seeCases: '看看哪些学校在用',
    openPortal: '进入本馆门户',
    openMap: '试试馆内导航',
  },
  studentLanding: {
    heading: '同学们的图书馆',
    intro: '看看大家在读什么，参加图书馆的活动；登录后查看自己的借阅、阅读任务和书架。',
    login: '登录我的图书馆',
    goHome: '进入我的主页',
    welcomeBack: '欢迎回来，{{name}}',
    storyTime: '故事会与活动相册',
  },
};

export default zhProduct;
