import jax.numpy as jnp

from gpr.model import GPR


def main(n_rounds=4):
    """Fit five points, then scan batches of query points and report the most uncertain one of each batch."""
    train_x = jnp.array([[1.0, 3.0], [2.0, 3.0], [3.0, 2.0], [4.0, 2.0], [5.0, 1.0]])
    train_y = jnp.array([2.0, 4.0, 1.0, 5.0, 3.0])
    model = GPR(theta=1.0, len_scale=1.0, noise=1e-6).learn(train_x, train_y)
    mean, std = model.predict(jnp.array([[6.0, 3.0]]))
    print(f"predicted y = {float(mean[0]):.4f} with std = {float(std[0]):.4f}")
    for r in range(n_rounds):
        queries = jnp.stack([jnp.linspace(0.0, 6.0, 16), jnp.full(16, 1.0 + 0.5 * r)], axis=-1)
        mean, std = model.predict(queries)
        worst = int(jnp.argmax(std))
        print(f"round {r}: most uncertain at {queries[worst].tolist()}, std {float(std[worst]):.3f}")
    return model


if __name__ == "__main__":
    main()
