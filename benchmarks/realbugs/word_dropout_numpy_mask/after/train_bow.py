import jax
import jax.numpy as jnp

from bowclf.model import BagOfWordsClassifier
from bowclf.trainer import Trainer

VOCAB = 50


def make_batches(key, num_batches, batch_size=64):
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        label_key, word_key = jax.random.split(batch_key)
        labels = jax.random.bernoulli(label_key, 0.5, (batch_size,)).astype(jnp.int32)
        rates = jnp.where(labels[:, None] == 1, jnp.linspace(0.1, 1.0, VOCAB), jnp.linspace(1.0, 0.1, VOCAB))
        batches.append((jax.random.poisson(word_key, rates).astype(jnp.float32), labels))
    return batches


def main():
    model = BagOfWordsClassifier(VOCAB, num_classes=2)
    trainer = Trainer(model, learning_rate=0.5)
    batches = make_batches(jax.random.PRNGKey(1), num_batches=30)
    params, losses = trainer.fit(model.init(jax.random.PRNGKey(0)), batches, jax.random.PRNGKey(2))
    return trainer, params, batches, losses


def loss_spread(trainer, params, batch, repeats=5):
    """How much the training loss of one batch varies over repeated draws of the dropout mask."""
    counts, labels = batch
    keys = jax.random.split(jax.random.PRNGKey(3), repeats)
    losses = [float(trainer.train_loss(params, counts, labels, key)) for key in keys]
    return max(losses) - min(losses)


if __name__ == "__main__":
    print(main()[-1][-1])
