import jax
import jax.numpy as jnp

from sweeps.model import init_params
from sweeps.search import sweep_learning_rates


def load_problem():
    x = jnp.linspace(-2.0, 2.0, 64)[:, None]
    return init_params(jax.random.PRNGKey(0)), x, jnp.sin(x)


def main(learning_rates=(0.003, 0.01, 0.03, 0.1)):
    params, x, y = load_problem()
    losses = sweep_learning_rates(params, x, y, list(learning_rates))
    for lr, loss in zip(learning_rates, losses):
        print("lr %-6g final loss %.4f" % (lr, loss))
    return losses


if __name__ == "__main__":
    main()
