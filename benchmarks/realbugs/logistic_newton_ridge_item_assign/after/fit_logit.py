import jax
import jax.numpy as jnp

from logit.newton import NewtonLogistic


def simulate(key, n=2000, beta=(-0.5, 1.0, -2.0)):
    k_x, k_y = jax.random.split(key)
    X = jnp.column_stack([jnp.ones(n), jax.random.normal(k_x, (n, len(beta) - 1))])
    p = jax.nn.sigmoid(X @ jnp.array(beta))
    return X, jax.random.bernoulli(k_y, p).astype(jnp.float32)


def main(seed=0):
    X, y = simulate(jax.random.key(seed))
    beta, se, iterations = NewtonLogistic().fit(X, y)
    for name, b, s in zip(("intercept", "x1", "x2"), beta.tolist(), se.tolist()):
        print(f"{name:9} {b:7.3f}  (se {s:.3f})")
    print(f"{iterations} Newton iterations")
    return beta, se, iterations


if __name__ == "__main__":
    main()
