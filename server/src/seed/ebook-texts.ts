/**
 * The demo e-books' text: public-domain classics (excerpts of 论语, 道德经, Aesop's fables
 * retold, Alice's Adventures in Wonderland chapter I, the Gettysburg Address) and two journal
 * issues written for the demo.
 */
import type { BookText } from './ebook-files';

export const analects: BookText = {
  uuid: '3b0c1f52-6a7e-4c1d-9d4e-0e5b00000001',
  title: '论语（选读）',
  author: '孔子弟子及再传弟子',
  language: 'zh',
  chapters: [
    {
      title: '学而第一',
      paragraphs: [
        '子曰：「学而时习之，不亦说乎？有朋自远方来，不亦乐乎？人不知而不愠，不亦君子乎？」',
        '有子曰：「其为人也孝弟，而好犯上者，鲜矣；不好犯上，而好作乱者，未之有也。君子务本，本立而道生。孝弟也者，其为仁之本与！」',
        '子曰：「巧言令色，鲜矣仁！」',
        '曾子曰：「吾日三省吾身：为人谋而不忠乎？与朋友交而不信乎？传不习乎？」',
      ],
    },
    {
      title: '为政第二',
      paragraphs: [
        '子曰：「为政以德，譬如北辰，居其所而众星共之。」',
        '子曰：「诗三百，一言以蔽之，曰：思无邪。」',
        '子曰：「吾十有五而志于学，三十而立，四十而不惑，五十而知天命，六十而耳顺，七十而从心所欲，不逾矩。」',
        '子曰：「温故而知新，可以为师矣。」',
        '子曰：「学而不思则罔，思而不学则殆。」',
        '子曰：「由，诲女知之乎！知之为知之，不知为不知，是知也。」',
      ],
    },
    {
      title: '里仁第四',
      paragraphs: [
        '子曰：「朝闻道，夕死可矣。」',
        '子曰：「见贤思齐焉，见不贤而内自省也。」',
        '子曰：「德不孤，必有邻。」',
      ],
    },
  ],
};

export const taoTeChing: BookText = {
  uuid: '3b0c1f52-6a7e-4c1d-9d4e-0e5b00000002',
  title: '道德经（选读）',
  author: '老子',
  language: 'zh',
  chapters: [
    {
      title: '第一章',
      paragraphs: [
        '道可道，非常道。名可名，非常名。无名天地之始；有名万物之母。',
        '故常无欲，以观其妙；常有欲，以观其徼。此两者，同出而异名，同谓之玄。玄之又玄，众妙之门。',
      ],
    },
    {
      title: '第八章',
      paragraphs: [
        '上善若水。水善利万物而不争，处众人之所恶，故几于道。',
        '居善地，心善渊，与善仁，言善信，政善治，事善能，动善时。夫唯不争，故无尤。',
      ],
    },
    {
      title: '第三十三章',
      paragraphs: [
        '知人者智，自知者明。胜人者有力，自胜者强。知足者富。强行者有志。不失其所者久。死而不亡者寿。',
      ],
    },
    {
      title: '第六十四章（节选）',
      paragraphs: ['合抱之木，生于毫末；九层之台，起于累土；千里之行，始于足下。'],
    },
  ],
};

export const aesop: BookText = {
  uuid: '3b0c1f52-6a7e-4c1d-9d4e-0e5b00000003',
  title: "Aesop's Fables (a selection)",
  author: 'Aesop',
  language: 'en',
  chapters: [
    {
      title: 'The Fox and the Grapes',
      paragraphs: [
        'A hungry Fox saw some fine bunches of grapes hanging from a vine that was trained along a high trellis.',
        'He jumped and jumped again, but the grapes hung just out of his reach. At last he gave up and walked away, saying, "I am sure they are sour."',
        'It is easy to despise what you cannot get.',
      ],
    },
    {
      title: 'The Tortoise and the Hare',
      paragraphs: [
        'The Hare laughed at the Tortoise for being so slow, and the Tortoise challenged him to a race.',
        'The Hare ran far ahead, then lay down for a nap, sure of winning. The Tortoise plodded on without stopping and passed him while he slept.',
        'When the Hare woke, he raced to the finish, only to find the Tortoise already there. Slow and steady wins the race.',
      ],
    },
    {
      title: 'The Boy Who Cried Wolf',
      paragraphs: [
        'A shepherd boy, bored on the hillside, shouted "Wolf! Wolf!" to see the villagers come running. They came, and found no wolf.',
        'He did it again, and again they came for nothing. Then a wolf really came, and the boy cried out, but nobody believed him.',
        'A liar will not be believed, even when he speaks the truth.',
      ],
    },
    {
      title: 'The Crow and the Pitcher',
      paragraphs: [
        'A thirsty Crow found a pitcher with a little water at the bottom, too low for her beak to reach.',
        'She dropped pebbles into the pitcher, one by one, until the water rose high enough to drink.',
        'Little by little does the trick.',
      ],
    },
  ],
};

export const alice: BookText = {
  uuid: '3b0c1f52-6a7e-4c1d-9d4e-0e5b00000004',
  title: "Alice's Adventures in Wonderland: Chapter I",
  author: 'Lewis Carroll',
  language: 'en',
  chapters: [
    {
      title: 'Down the Rabbit-Hole',
      paragraphs: [
        'Alice was beginning to get very tired of sitting by her sister on the bank, and of having nothing to do: once or twice she had peeped into the book her sister was reading, but it had no pictures or conversations in it, "and what is the use of a book," thought Alice "without pictures or conversations?"',
        'So she was considering in her own mind (as well as she could, for the hot day made her feel very sleepy and stupid), whether the pleasure of making a daisy-chain would be worth the trouble of getting up and picking the daisies, when suddenly a White Rabbit with pink eyes ran close by her.',
        'There was nothing so very remarkable in that; nor did Alice think it so very much out of the way to hear the Rabbit say to itself, "Oh dear! Oh dear! I shall be late!"',
        'But when the Rabbit actually took a watch out of its waistcoat-pocket, and looked at it, and then hurried on, Alice started to her feet, and burning with curiosity, she ran across the field after it, and was just in time to see it pop down a large rabbit-hole under the hedge.',
        'In another moment down went Alice after it, never once considering how in the world she was to get out again.',
      ],
    },
  ],
};

export const gettysburg: BookText = {
  uuid: '3b0c1f52-6a7e-4c1d-9d4e-0e5b00000005',
  title: 'The Gettysburg Address',
  author: 'Abraham Lincoln',
  language: 'en',
  chapters: [
    {
      title: 'Address delivered at the dedication of the cemetery at Gettysburg, 1863',
      paragraphs: [
        'Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in Liberty, and dedicated to the proposition that all men are created equal.',
        'Now we are engaged in a great civil war, testing whether that nation, or any nation so conceived and so dedicated, can long endure. We are met on a great battle-field of that war. We have come to dedicate a portion of that field, as a final resting place for those who here gave their lives that that nation might live. It is altogether fitting and proper that we should do this.',
        'But, in a larger sense, we can not dedicate -- we can not consecrate -- we can not hallow -- this ground. The brave men, living and dead, who struggled here, have consecrated it, far above our poor power to add or detract. The world will little note, nor long remember what we say here, but it can never forget what they did here.',
        'It is for us the living, rather, to be dedicated here to the unfinished work which they who fought here have thus far so nobly advanced. It is rather for us to be here dedicated to the great task remaining before us -- that from these honored dead we take increased devotion to that cause for which they gave the last full measure of devotion -- that we here highly resolve that these dead shall not have died in vain -- that this nation, under God, shall have a new birth of freedom -- and that government of the people, by the people, for the people, shall not perish from the earth.',
      ],
    },
  ],
};

export const bulletin: BookText = {
  uuid: '3b0c1f52-6a7e-4c1d-9d4e-0e5b00000006',
  title: 'Reading Life: School Library Bulletin, No. 1',
  author: 'The School Library',
  language: 'en',
  chapters: [
    {
      title: 'From the librarian',
      paragraphs: [
        'Welcome to the first issue of our bulletin. Each term we will share new arrivals, reading clubs and the books our readers loved most.',
        'The digital library is open day and night: e-books and journals can be read in the browser, and your shelf remembers where you stopped.',
      ],
    },
    {
      title: 'Reading clubs this term',
      paragraphs: [
        'Monday: classic fables for the lower grades, read aloud and acted out.',
        'Wednesday: the poetry circle, with one poem to learn by heart each week.',
        'Friday: the debate club reads two speeches and argues both sides.',
      ],
    },
    {
      title: 'How to borrow',
      paragraphs: [
        'Search the catalogue from the home page, reserve a book at a pick-up site, and collect it when it arrives. Loans can be renewed online unless another reader is waiting.',
      ],
    },
  ],
};

export const readingLifeZh: BookText = {
  uuid: '3b0c1f52-6a7e-4c1d-9d4e-0e5b00000007',
  title: '阅读生活 · 校刊 第1期',
  author: '学校图书馆',
  language: 'zh',
  chapters: [
    {
      title: '卷首语',
      paragraphs: [
        '欢迎阅读本刊第一期。每个学期，我们都会介绍新书、读书会，以及同学们最喜爱的图书。',
        '数字图书馆全天开放：电子书和期刊可以直接在浏览器中阅读，书架会记住你读到的位置。',
      ],
    },
    {
      title: '本学期读书会',
      paragraphs: [
        '周一：低年级寓言故事会。',
        '周三：诗词社，每周背诵一首诗。',
        '周五：辩论社，共读两篇演讲。',
      ],
    },
  ],
};
