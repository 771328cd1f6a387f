import jax.numpy as jnp
import numpy as np

from volatility.fit import GarchFit

TRUE = (0.1, 0.10, 0.85)


def simulate(n=3000, seed=0):
    """Daily returns in percent from GARCH(1,1) (host code)."""
    omega, alpha, beta = TRUE
    rng = np.random.default_rng(seed)
    r = np.zeros(n)
    sig2 = omega / (1 - alpha - beta)
    for t in range(n):
        if t > 0:
            sig2 = omega + alpha * r[t - 1] ** 2 + beta * sig2
        r[t] = np.sqrt(sig2) * rng.standard_normal()
    return jnp.asarray(r, dtype=jnp.float32)


def main():
    theta = GarchFit(simulate()).fit()
    print("omega {:.3f} alpha {:.3f} beta {:.3f}".format(*theta))
    return theta
