import jax

from scprep import normalize_matrix


def load_counts(n_cells=16, n_genes=50, seed=0):
    rates = jax.random.gamma(jax.random.PRNGKey(seed), 0.5, (n_cells, n_genes)) * 3.0
    return jax.random.poisson(jax.random.PRNGKey(seed + 1), rates).astype("float32")


def prepare():
    return normalize_matrix(load_counts())


if __name__ == "__main__":
    print(prepare().shape)
