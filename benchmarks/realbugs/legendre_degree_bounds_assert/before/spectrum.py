import jax.numpy as jnp

from harmonics import legendre_row

BAND_LIMIT = 5


def top_degree_profile(cos_theta):
    return legendre_row(jnp.asarray(cos_theta), BAND_LIMIT)


if __name__ == "__main__":
    print(top_degree_profile(0.5))
