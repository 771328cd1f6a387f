import jax

from tinylm.model import TinyLM
from tinylm.train import train_step

VOCAB, DIM = 16, 8


def main(steps=5):
    key = jax.random.PRNGKey(0)
    model = TinyLM.create(key, VOCAB, DIM)
    initial = TinyLM(model.embed, model.unembed)
    losses = []
    tokens = jax.random.randint(jax.random.fold_in(key, 1), (4, 12), 0, VOCAB)
    for _ in range(steps):
        # the identity task: predict the sequence itself
        losses.append(float(train_step(model, tokens, tokens)))
    return initial, model, losses


if __name__ == "__main__":
    print(main()[2])
