import jax

from sweep.model import init_mlp, mse_loss
from sweep.train import train

SIZES = (8, 16, 16, 1)


def make_data():
    kx, kw = jax.random.split(jax.random.PRNGKey(1))
    x = jax.random.normal(kx, (128, SIZES[0]))
    y = x @ jax.random.normal(kw, (SIZES[0], 1))
    return x, y


def run_sweep(seeds):
    x, y = make_data()
    results = {}
    for seed in seeds:
        params = train(init_mlp(jax.random.PRNGKey(seed), SIZES), x, y)
        results[seed] = mse_loss(params, x, y)
    return results


if __name__ == "__main__":
    print(run_sweep([0, 1, 2]))
