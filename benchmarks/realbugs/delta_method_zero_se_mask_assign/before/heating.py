import jax.numpy as jnp

from margins import comparison_table


def heating_contrasts(coefs):
    # gas vs electric, heat pump vs electric, and a reference row that is fixed by design
    return jnp.stack([coefs[1] - coefs[0], coefs[2] - coefs[0], jnp.asarray(0.0)])


def main():
    coefs = jnp.array([1.2, 1.8, 0.9])
    vcov = jnp.diag(jnp.array([0.04, 0.05, 0.09]))
    return comparison_table(heating_contrasts, coefs, vcov)


if __name__ == "__main__":
    print(main())
