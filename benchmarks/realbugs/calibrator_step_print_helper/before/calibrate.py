import jax
import jax.numpy as jnp

from sensorcal import Calibrator


def main(num_readings=3):
    reference = jnp.linspace(0.0, 1.0, 16)
    keys = jax.random.split(jax.random.PRNGKey(7), num_readings)
    readings = [reference + 0.05 * (i + 1) + 0.01 * jax.random.normal(k, (16,)) for i, k in enumerate(keys)]
    return Calibrator(channel="thermo-2").run(readings, reference)


if __name__ == "__main__":
    print(main())
