import jax

from sweep.search import grid_search


def make_split(key, n=80, d=6):
    k1, k2, k3 = jax.random.split(key, 3)
    true_w = jax.random.normal(k1, (d,))
    x = jax.random.normal(k2, (n, d))
    y = x @ true_w + 0.5 * jax.random.normal(k3, (n,))
    return x[:60], y[:60], x[60:], y[60:]


def main(strengths=(0.0, 0.01, 0.1, 1.0)):
    return grid_search(*make_split(jax.random.PRNGKey(0)), strengths=strengths)


if __name__ == "__main__":
    print(main())
