import jax.numpy as jnp

from curvefit import ExponentialDecay, gradient_descent


def main(num_steps=5):
    t = jnp.linspace(0.0, 4.0, 50)
    y = 2.0 * jnp.exp(-0.7 * t)
    problem = ExponentialDecay(t, y)
    params, history = gradient_descent(problem, jnp.array([1.0, 1.0]), num_steps=num_steps)
    return problem, params


if __name__ == "__main__":
    print(main()[1])
