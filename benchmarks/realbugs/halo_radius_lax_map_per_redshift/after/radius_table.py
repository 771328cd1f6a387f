"""Tabulate overdensity radii over a grid of halo masses and redshifts."""

import jax.numpy as jnp
import numpy as np

from halomodel import overdensity_radii


def main():
    masses = jnp.logspace(0.0, 3.0, 16)
    table = [overdensity_radii(masses, redshift) for redshift in np.linspace(0.0, 2.0, 9)]
    return masses, jnp.stack(table)


if __name__ == "__main__":
    masses, table = main()
    print(table[0, :4], table[-1, :4])
