import jax
import jax.numpy as jnp

from gpemu.emulator import PowerSpectrumEmulator
from gpemu.train import optimise_hyperparameters


def simulator(theta, k0=0.1):
    """Stand-in for a Boltzmann code: log P(k0) of (omega_m, sigma8)."""
    omega_m, sigma8 = theta[..., 0], theta[..., 1]
    q = k0 / (omega_m * 0.7)
    transfer = jnp.log(1.0 + 2.34 * q) / (2.34 * q) * (1.0 + 3.89 * q + (16.1 * q) ** 2) ** -0.25
    return jnp.log(sigma8 ** 2 * 2.0e4 * k0 ** 0.96 * transfer ** 2)


def design(key, count):
    unit = jax.random.uniform(key, (count, 2))
    return jnp.array([0.2, 0.6]) + unit * jnp.array([0.2, 0.4])


def main():
    train_x = design(jax.random.PRNGKey(0), 40)
    test_x = design(jax.random.PRNGKey(1), 20)
    emulator = PowerSpectrumEmulator(train_x, simulator(train_x))
    log_hyper, history = optimise_hyperparameters(emulator, jnp.log(jnp.array([0.1, 0.1, 0.1, 1e-3])))
    error = jnp.max(jnp.abs(emulator.predict(log_hyper, test_x) - simulator(test_x)))
    print(f"marginal likelihood {history[0]:.2f} -> {history[-1]:.2f}, max test error {float(error):.2e}")
    return history, float(error)


if __name__ == "__main__":
    main()
