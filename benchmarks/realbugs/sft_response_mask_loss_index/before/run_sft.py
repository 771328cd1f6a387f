import jax

from sftjax.data import make_batch
from sftjax.finetune import FineTuner
from sftjax.model import BigramLM

PAIRS = [
    ([5, 6, 7], [8, 9, 10, 11]),
    ([5, 7], [8, 9, 10]),
    ([6, 6, 7, 5], [8, 9]),
    ([7], [8, 9, 10, 11]),
]


def main(steps=50):
    model = BigramLM(vocab_size=12)
    batch = make_batch(PAIRS, length=10)
    tuner = FineTuner(model, learning_rate=2.0)
    params, losses = tuner.fit(model.init(jax.random.PRNGKey(0)), batch, steps)
    return losses


if __name__ == "__main__":
    losses = main()
    print(losses[0], losses[-1])
