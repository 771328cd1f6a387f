import jax
import jax.numpy as jnp

from ebm.model import EnergyBalanceModel
from ebm.params import EBMParams


def main(members=8, seed=0):
    model = EnergyBalanceModel(EBMParams())
    starts = jnp.full(members, 270.0)
    keys = jax.random.split(jax.random.PRNGKey(seed), members)
    temperatures = model.run_ensemble(starts, 0.4, keys)
    final = temperatures[:, -1]
    print("final temperatures:", final)
    print("ensemble spread (K):", float(final.std()))
    return temperatures


if __name__ == "__main__":
    main()
