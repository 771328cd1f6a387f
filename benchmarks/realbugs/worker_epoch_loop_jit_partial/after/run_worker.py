import jax

from gptmini.model import init_params
from gptmini.train import train_loop_per_worker

CONFIG = {"num_epochs": 3, "lr": 0.5, "vocab_size": 40, "width": 16}


def make_dataset(key, num_batches=4):
    return [jax.random.randint(k, (8, 12), 0, CONFIG["vocab_size"]) for k in jax.random.split(key, num_batches)]


def main():
    params = init_params(jax.random.PRNGKey(0), CONFIG["vocab_size"], CONFIG["width"])
    dataset = make_dataset(jax.random.PRNGKey(1))
    params, history = train_loop_per_worker(params, dataset, CONFIG)
    return params, dataset, history


if __name__ == "__main__":
    print(main()[2])
