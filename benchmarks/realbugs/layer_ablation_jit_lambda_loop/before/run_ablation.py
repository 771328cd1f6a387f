import jax

from ablate.network import LAYERS, init_network
from ablate.study import ablation_scores


def make_data(key, n=64, dim=8):
    x = jax.random.normal(key, (n, dim))
    return x, (x[:, 0] > 0).astype(int) + (x[:, 1] > 0).astype(int)


def main():
    params = init_network(jax.random.PRNGKey(0))
    x, y = make_data(jax.random.PRNGKey(1))
    return {name: float(score) for name, score in ablation_scores(params, x, y, LAYERS).items()}


if __name__ == "__main__":
    print(main())
