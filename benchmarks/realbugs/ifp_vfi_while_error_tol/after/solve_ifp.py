import jax.numpy as jnp

from ifp.model import create_ifp
from ifp.operators import greedy
from ifp.solvers import value_function_iteration


def main():
    model = create_ifp()
    v_init = jnp.zeros((model.a_grid.size, model.y_grid.size))
    v = value_function_iteration(model, v_init)
    policy = model.a_grid[greedy(v, model)]
    print("savings at the top of the grid, per income state:", policy[-1])
    return model, v


if __name__ == "__main__":
    main()
