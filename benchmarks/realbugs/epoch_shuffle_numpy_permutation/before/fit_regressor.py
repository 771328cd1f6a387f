import jax
import jax.numpy as jnp

from regdata.runner import EpochRunner


def main():
    k_x, k_w = jax.random.split(jax.random.PRNGKey(0))
    xs = jax.random.normal(k_x, (64, 3))
    true_w = jnp.array([1.0, -2.0, 0.5])
    ys = xs @ true_w
    runner = EpochRunner(batch_size=8, learning_rate=0.1)
    w, orders = runner.fit(jnp.zeros(3), xs, ys, epochs=3)
    print(w)
    return orders


if __name__ == "__main__":
    main()
