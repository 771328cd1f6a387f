import jax.numpy as jnp

from optim import GradientDescent


def ill_conditioned_quadratic(params):
    return 0.5 * (params[0] ** 2 + 25.0 * params[1] ** 2)


def main(num_iters=20):
    solver = GradientDescent(ill_conditioned_quadratic, initial_step=1.0, shrink=0.5, sufficient_decrease=1e-4)
    return solver.minimize(jnp.array([3.0, -2.0]), num_iters)


if __name__ == "__main__":
    print(main())
