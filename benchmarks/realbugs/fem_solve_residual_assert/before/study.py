import jax
import jax.numpy as jnp

from fem import ElasticBar, linear_solve

BAR = ElasticBar(n_elements=8, stiffness=2.0)


def tip_displacement(load):
    u = linear_solve(BAR, BAR.tip_load(load))
    return u[-1]


def load_sweep(loads):
    return jax.vmap(tip_displacement)(loads)


if __name__ == "__main__":
    print(load_sweep(jnp.array([0.5, 1.0, 2.0])))
