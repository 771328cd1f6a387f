"""Bennett acceptance ratio between two neighbouring states, by bisection on the free energy difference."""
from mbarlite.backend import xp


def _fermi(x):
    return 1.0 / (1.0 + xp.exp(x))


def bar_estimate(w_forward, w_reverse, lower=-50.0, upper=50.0, iterations=60):
    m = xp.log(w_forward.shape[0] / w_reverse.shape[0])
    for _ in range(iterations):
        df = 0.5 * (lower + upper)
        balance = xp.sum(_fermi(m + w_forward - df)) - xp.sum(_fermi(-m + w_reverse + df))
        if balance > 0:
            lower = df
        else:
            upper = df
    return 0.5 * (lower + upper)
