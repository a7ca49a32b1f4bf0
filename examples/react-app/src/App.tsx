import { useState } from 'react';
import {
  LibportalProvider,
  LoginDialog,
  NewsList,
  SearchBox,
  SearchResults,
  getRuntime,
  type LpEvent,
} from 'libportal';

/** The reader logged in on this page (the session survives reloads), if any. */
function currentReaderName(): string | null {
  return getRuntime().session.getSnapshot().user?.name ?? null;
}

/**
 * A React 19 app built from libportal's React components. Searching and logging in stay in
 * the app: the components' cancelable `navigate` events are prevented and the app shows
 * the results itself, in its own state, with no page load.
 */
export function App() {
  const [keyword, setKeyword] = useState('');
  const [loginOpen, setLoginOpen] = useState(false);
  const [readerName, setReaderName] = useState(currentReaderName);

  const showResults = (event: LpEvent<'lp-navigate'>) => {
    // Without this the search box would load the portal's /book-list page.
    event.preventDefault();
    setKeyword(String(event.detail.query.keyword ?? ''));
  };

  const logOut = () => {
    getRuntime().logout();
    setReaderName(null);
  };

  return (
    <LibportalProvider apiBase="/api">
      <header className="app-header">
        <h1>阅读小站</h1>
        <div className="search">
          <SearchBox
            placeholder="搜索书名、作者或 ISBN"
            keyword={keyword}
            onNavigate={showResults}
          />
        </div>
        <div className="account">
          {readerName ? (
            <>
              <span data-testid="reader-name">你好，{readerName}</span>
              <button type="button" onClick={logOut}>
                退出
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setLoginOpen(true)}>
              登录
            </button>
          )}
        </div>
      </header>
      <div className="layout">
        <main className="panel">
          {keyword ? (
            <SearchResults keyword={keyword} pageSize={10} />
          ) : (
            <>
              <h2>欢迎</h2>
              <p>在上方输入书名、作者或 ISBN，检索结果就显示在这里。</p>
            </>
          )}
        </main>
        <aside className="panel" aria-label="图书馆新闻">
          <NewsList type="news" pageSize={5} />
        </aside>
      </div>
      <LoginDialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        onLogin={() => setReaderName(currentReaderName())}
        // The app stays where it is after login instead of going to the portal's /student.
        onNavigate={(event) => event.preventDefault()}
      />
    </LibportalProvider>
  );
}
