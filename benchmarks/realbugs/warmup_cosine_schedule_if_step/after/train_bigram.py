import jax

from lmtrain.model import init_bigram
from lmtrain.schedules import WarmupCosine
from lmtrain.trainer import Trainer

VOCAB = 48


def synthetic_corpus(key, num_batches, batch_size=16, seq_len=24):
    """Token streams where each token is usually followed by (token * 7 + 3) % VOCAB."""
    batches = []
    for k in jax.random.split(key, num_batches):
        k_start, k_noise, k_flip = jax.random.split(k, 3)
        start = jax.random.randint(k_start, (batch_size, 1), 0, VOCAB)
        rows = [start]
        for _ in range(seq_len - 1):
            rows.append((rows[-1] * 7 + 3) % VOCAB)
        tokens = jax.numpy.concatenate(rows, axis=1)
        noise = jax.random.randint(k_noise, tokens.shape, 0, VOCAB)
        flip = jax.random.bernoulli(k_flip, 0.1, tokens.shape)
        batches.append(jax.numpy.where(flip, noise, tokens))
    return batches


def main(num_steps=200, warmup_steps=20, peak_lr=0.5):
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    schedule = WarmupCosine(peak_lr, warmup_steps, num_steps)
    trainer = Trainer(schedule, weight_decay=1e-4)
    state = trainer.init_state(init_bigram(k_init, VOCAB))
    state, history = trainer.fit(state, synthetic_corpus(k_data, num_steps))
    print(f"{schedule}: loss {history['loss'][0]:.3f} -> {history['loss'][-1]:.3f}")
    return history


if __name__ == "__main__":
    main()
