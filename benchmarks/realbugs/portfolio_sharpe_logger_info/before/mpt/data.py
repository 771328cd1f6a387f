import numpy as np

TICKERS = ["BRZE", "AAPL", "SBUX", "AAL", "WMT", "AMZN", "TMDX", "XOM", "NFLX", "COIN", "VTNR", "SIGA"]


def simulated_log_returns(num_days=120, seed=7):
    """Daily log returns with a shared market factor, standing in for downloaded closing prices."""
    rng = np.random.default_rng(seed)
    n = len(TICKERS)
    drift = rng.normal(0.0005, 0.001, n)
    beta = rng.uniform(0.5, 1.5, n)
    market = rng.normal(0.0, 0.01, (num_days, 1))
    idio = rng.normal(0.0, 0.015, (num_days, n))
    return (drift + beta * market + idio).astype(np.float32)
