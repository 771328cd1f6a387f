import jax
import jax.numpy as jnp

from fem import ElasticBar, linear_solve

BAR = ElasticBar(n_elements=8, stiffness=2.0)


def tip_displacement(load):
    u, err = linear_solve(BAR, BAR.tip_load(load))
    return u[-1], err


def load_sweep(loads):
    tips, errs = jax.vmap(tip_displacement)(loads)
    worst = float(jnp.max(errs))
    if worst >= 0.1:
        raise RuntimeError(f"linear solver failed to converge with err = {worst}")
    return tips


if __name__ == "__main__":
    print(load_sweep(jnp.array([0.5, 1.0, 2.0])))
