import jax
import jax.numpy as jnp

from dynlogit.ekf import DynamicLogisticEKF


def drifting_stream(key, steps=400, dim=3):
    w_key, x_key, y_key = jax.random.split(key, 3)
    walk = 0.05 * jnp.cumsum(jax.random.normal(w_key, (steps, dim)), axis=0)
    true_w = jnp.array([2.0, -1.0, 0.5]) + walk
    xs = jax.random.normal(x_key, (steps, dim))
    probs = jax.nn.sigmoid(jnp.sum(true_w * xs, axis=1))
    ys = jax.random.bernoulli(y_key, probs).astype(jnp.float32)
    return xs, ys, true_w


def main():
    xs, ys, true_w = drifting_stream(jax.random.PRNGKey(0))
    ekf = DynamicLogisticEKF(dim=3)
    weights, predicted = ekf.filter(xs, ys)
    accuracy = float(jnp.mean((predicted > 0.5) == (ys > 0.5)))
    print("final weights", weights[-1], "truth", true_w[-1], "one-step accuracy", accuracy)
    return weights, accuracy


if __name__ == "__main__":
    main()
