import jax
import jax.numpy as jnp

from glmfit import PoissonRegression


def main():
    key_x, key_y = jax.random.split(jax.random.PRNGKey(0))
    features = jnp.concatenate([jnp.ones((200, 1)), jax.random.normal(key_x, (200, 2))], axis=1)
    counts = jax.random.poisson(key_y, jnp.exp(features @ jnp.array([0.5, 0.3, -0.2]))).astype(jnp.float32)
    return PoissonRegression(learning_rate=0.1, num_iters=200).fit(features, counts).coef_


if __name__ == "__main__":
    print(main())
