import jax
import jax.numpy as jnp

from stellar.opacity import OpacityTable
from stellar.radiation import RadiativeZone


def build_zone():
    log_t = jnp.linspace(4.0, 7.5, 36).tolist()
    log_kappa = [2.0 - 3.5 * (t - 4.0) / 3.5 for t in log_t]
    return RadiativeZone(OpacityTable(log_t, log_kappa), luminosity=3.8e33)


def main():
    zone = build_zone()
    gradient = jax.jit(zone.temperature_gradient)
    radius = jnp.linspace(3e10, 6e10, 20)
    temperature = jnp.linspace(2e6, 5e5, 20)
    density = jnp.linspace(1.0, 0.05, 20)
    return gradient(radius, temperature, density)


if __name__ == "__main__":
    print(main())
