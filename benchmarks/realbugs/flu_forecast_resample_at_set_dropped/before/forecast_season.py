import jax
import jax.numpy as jnp

from flucast.model import LogGrowthModel
from flucast.pfilter import ParticleFilter


def synthetic_season(key, num_weeks=30):
    weeks = jnp.arange(num_weeks)
    log_inc = jnp.log(20.0) + 3.0 * jnp.exp(-0.5 * ((weeks - 15.0) / 5.0) ** 2)
    noise = 0.2 * jax.random.normal(key, (num_weeks,))
    return jnp.exp(log_inc + noise), log_inc


def main():
    counts, truth = synthetic_season(jax.random.PRNGKey(0))
    pf = ParticleFilter(LogGrowthModel())
    estimates = pf.run(jax.random.PRNGKey(1), counts, jnp.log(counts[0]))
    rmse = float(jnp.sqrt(jnp.mean((estimates[:, 0] - truth) ** 2)))
    print(f"filtered log-incidence RMSE {rmse:.3f}")
    return rmse


if __name__ == "__main__":
    main()
