import logging

import jax.numpy as jnp

from mpt.data import TICKERS, simulated_log_returns
from mpt.optimizer import SharpeMaximiser
from mpt.portfolio import annualised_sharpe, weights_from_logits


def main(num_steps=100):
    returns = jnp.asarray(simulated_log_returns())
    optimiser = SharpeMaximiser(returns)
    equal = annualised_sharpe(jnp.zeros(len(TICKERS)), optimiser.mean_returns, optimiser.covariance)
    logits = optimiser.run(num_steps)
    best = annualised_sharpe(logits, optimiser.mean_returns, optimiser.covariance)
    weights = weights_from_logits(logits)
    for ticker, w in zip(TICKERS, weights):
        print(f"{ticker:5s} {float(w):6.1%}")
    print(f"Sharpe: equal weights {float(equal):.2f}, optimised {float(best):.2f}")
    return float(equal), float(best)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
