import jax.numpy as jnp

from ivsurface.chain import synthetic_chain
from ivsurface.solver import NewtonImpliedVol


def main(spot=100.0, rate=0.02):
    chain, true_vols = synthetic_chain(spot, rate)
    solver = NewtonImpliedVol()
    implied = solver.solve_chain(chain.prices, spot, chain.strikes, chain.maturities, rate)
    error = float(jnp.max(jnp.abs(implied - true_vols)))
    print(f"max implied-vol error over {implied.shape[0]} quotes: {error:.2e}")
    return true_vols, implied


if __name__ == "__main__":
    main()
