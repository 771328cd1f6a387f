import jax

from lmwarm.model import init_params
from lmwarm.schedule import WarmupCosine
from lmwarm.train import Trainer

VOCAB = 16


def make_batches(key, num_batches, batch_size=8, length=12):
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        start = jax.random.randint(batch_key, (batch_size, 1), 0, VOCAB)
        batches.append((start + jax.numpy.arange(length)) % VOCAB)
    return batches


def main(num_batches=10):
    trainer = Trainer(WarmupCosine(peak=1.0, warmup_steps=5, total_steps=20))
    batches = make_batches(jax.random.PRNGKey(1), num_batches)
    params, losses = trainer.fit(init_params(jax.random.PRNGKey(0), VOCAB, 32), batches)
    return trainer, params, batches, losses


if __name__ == "__main__":
    print(main()[-1][-1])
