import jax
import jax.numpy as jnp

from stargp import GaussianProcess, QuasiPeriodic, fit_hyperparameters


def light_curve(n=80, period=3.2):
    times = jnp.sort(jax.random.uniform(jax.random.PRNGKey(11), (n,), maxval=20.0))
    noise = 0.5 * jax.random.normal(jax.random.PRNGKey(12), (n,))
    flux_ppt = 10.0 * jnp.sin(2.0 * jnp.pi * times / period) * jnp.exp(-times / 40.0) + noise
    return times, flux_ppt, jnp.full(n, 0.5)


def main(steps=60):
    gp = GaussianProcess(QuasiPeriodic(), *light_curve())
    params = {"log_amp": jnp.log(5.0), "log_decay": jnp.log(10.0), "log_period": jnp.log(3.0),
              "log_jitter": jnp.log(0.1), "mean": jnp.array(0.0)}
    return fit_hyperparameters(gp, params, steps=steps)


if __name__ == "__main__":
    params, history = main()
    print(f"nll {history[0]:.2f} -> {history[-1]:.2f}, period {float(jnp.exp(params['log_period'])):.3f}")
