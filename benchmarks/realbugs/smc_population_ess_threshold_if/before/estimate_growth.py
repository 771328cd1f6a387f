import jax
import jax.numpy as jnp

from popsmc.filter import BootstrapFilter
from popsmc.models import ThetaLogistic
from popsmc.resampling import AdaptiveResampler


def simulate_counts(key, model, log_n0, num_years):
    def step(log_n, key):
        k_move, k_obs = jax.random.split(key)
        log_n = model.propagate(k_move, log_n)
        return log_n, jax.random.poisson(k_obs, jnp.exp(log_n))

    _, counts = jax.lax.scan(step, jnp.asarray(log_n0), jax.random.split(key, num_years))
    return counts.astype(jnp.float32)


def main():
    truth = ThetaLogistic(growth=0.4)
    counts = simulate_counts(jax.random.PRNGKey(0), truth, jnp.log(20.0), 40)
    pf = BootstrapFilter(AdaptiveResampler(ess_threshold=0.5))
    grid = [0.1, 0.4, 1.2]
    loglik = [float(pf.log_likelihood(jax.random.PRNGKey(1), ThetaLogistic(growth=r), counts, jnp.log(20.0)))
              for r in grid]
    for r, ll in zip(grid, loglik):
        print(f"r = {r:.1f}: log-likelihood {ll:.1f}")
    return grid, loglik


if __name__ == "__main__":
    main()
