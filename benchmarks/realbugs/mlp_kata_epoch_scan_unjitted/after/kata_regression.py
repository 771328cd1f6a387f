import jax
import numpy as np

from katas.loop import fit
from katas.mlp import MLP
from katas.state import create_state


def make_data(n=512, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-2.0, 2.0, size=(n, 1)).astype(np.float32)
    y = (np.sin(2.0 * x) + 0.1 * rng.normal(size=(n, 1))).astype(np.float32)
    return x, y


def main(num_epochs=5):
    data = make_data()
    state = create_state(MLP(), jax.random.PRNGKey(0), in_dim=1, learning_rate=0.05)
    state, history = fit(state, data, num_epochs)
    return state, data, history


if __name__ == "__main__":
    print(main()[-1])
