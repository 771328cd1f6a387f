import jax
import jax.numpy as jnp

from layers import Dense, Repeat, enable_numeric_checks

MODEL = Repeat(Dense(8), num_layers=4)


@jax.jit
def forward(params, x):
    return jnp.sum(MODEL(params, x) ** 2)


def main(debug=True):
    if debug:
        enable_numeric_checks()
    params = MODEL.init(jax.random.PRNGKey(0))
    return forward(params, jnp.ones((2, 8)))


if __name__ == "__main__":
    print(main())
