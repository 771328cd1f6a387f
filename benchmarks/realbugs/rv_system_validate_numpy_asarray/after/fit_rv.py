import jax
import jax.numpy as jnp

from rvkit.system import PlanetarySystem

SYSTEM = PlanetarySystem(2, 0.0, 400.0)


@jax.jit
def log_likelihood(params, times, rv_obs, rv_err):
    model = SYSTEM.rv(times, params)
    return -0.5 * jnp.sum(((rv_obs - model) / rv_err) ** 2)


def main():
    truth = jnp.array([[12.3, 25.0, 0.1, 0.3, 2.0], [87.0, 9.0, 0.2, 1.1, 30.0]])
    times = jnp.sort(jax.random.uniform(jax.random.key(4), (60,), minval=0.0, maxval=400.0))
    SYSTEM.validate_times(times)
    rv_err = jnp.full(60, 1.5)
    rv_obs = SYSTEM.rv(times, truth) + rv_err * jax.random.normal(jax.random.key(5), (60,))
    at_truth = log_likelihood(truth, times, rv_obs, rv_err)
    shifted = log_likelihood(truth.at[0, 1].add(5.0), times, rv_obs, rv_err)
    print(f"log L at truth {float(at_truth):.1f}, with K1 + 5 m/s {float(shifted):.1f}")
    return at_truth, shifted


if __name__ == "__main__":
    main()
