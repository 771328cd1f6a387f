import jax
import jax.numpy as jnp

from rvgp import GaussianProcess, QuasiPeriodic

INIT = {"log_amp": jnp.log(3.0), "log_length": jnp.log(20.0), "log_period": jnp.log(12.0),
        "log_gamma": jnp.log(1.0), "log_jitter": jnp.log(0.5)}


def observe(seed, n=60):
    key_t, key_rv = jax.random.split(jax.random.PRNGKey(seed))
    t = jnp.sort(jax.random.uniform(key_t, (n,), maxval=90.0))
    rv = 4.0 * jnp.sin(2 * jnp.pi * t / 11.0) + jax.random.normal(key_rv, (n,))
    return t, rv, jnp.full((n,), 1.0)


def main(seeds=(0, 1)):
    gp = GaussianProcess(QuasiPeriodic(), INIT)
    return gp, [gp.fit(*observe(seed), n_steps=20) for seed in seeds]


if __name__ == "__main__":
    _, fits = main()
    for params, nll in fits:
        print(f"period {float(jnp.exp(params['log_period'])):.2f} d, nll {float(nll):.2f}")
