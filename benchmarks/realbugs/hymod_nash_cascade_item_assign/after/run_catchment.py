import jax
import jax.numpy as jnp

from hymod.model import Hymod
from hymod.params import HymodParams


def synthetic_forcing(key, days=365):
    wet_key, amount_key = jax.random.split(key)
    wet = jax.random.bernoulli(wet_key, 0.3, (days,))
    precip = jnp.where(wet, jax.random.exponential(amount_key, (days,)) * 12.0, 0.0)
    season = jnp.arange(days) * 2.0 * jnp.pi / 365.0
    pet = 2.5 + 1.5 * jnp.sin(season - 1.5)
    return precip, pet


def main():
    precip, pet = synthetic_forcing(jax.random.PRNGKey(7))
    model = Hymod()
    discharge, et, (storage, quick, slow) = model.simulate(HymodParams(), precip, pet)
    balance = jnp.sum(precip) - jnp.sum(et) - jnp.sum(discharge) - storage - jnp.sum(quick) - jnp.sum(slow)
    print(f"P {float(jnp.sum(precip)):.0f} mm, Q {float(jnp.sum(discharge)):.0f} mm, "
          f"ET {float(jnp.sum(et)):.0f} mm, balance error {float(balance):.3f} mm")
    return discharge, float(balance), float(jnp.sum(precip))


if __name__ == "__main__":
    main()
