import jax
import jax.numpy as jnp

from tinybert.collator import MaskingConfig, MLMCollator
from tinybert.model import init_encoder
from tinybert.trainer import MLMTrainer

VOCAB = 12
MASK_ID = VOCAB - 1
SEQ_LEN = 20


def make_corpus(key, num=64):
    starts = jax.random.randint(key, (num, 1), 0, MASK_ID)
    return (starts + jnp.arange(SEQ_LEN)[None, :]) % MASK_ID


def main(num_steps=30):
    key = jax.random.PRNGKey(0)
    key, data_key, init_key = jax.random.split(key, 3)
    corpus = make_corpus(data_key)
    trainer = MLMTrainer(MLMCollator(MaskingConfig(mask_id=MASK_ID)))
    params = init_encoder(init_key, VOCAB, SEQ_LEN)
    losses = []
    for step in range(num_steps):
        key, step_key = jax.random.split(key)
        params, loss = trainer.train_step(params, step_key, corpus[(step % 4) * 16:(step % 4 + 1) * 16])
        losses.append(float(loss))
    return trainer, corpus, losses


if __name__ == "__main__":
    _, _, history = main()
    print(f"MLM loss {history[0]:.3f} -> {history[-1]:.3f}")
