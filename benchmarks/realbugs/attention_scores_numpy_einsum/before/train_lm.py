import jax

from tinyformer.block import EncoderBlock
from tinyformer.trainer import LMTrainer


def main():
    trainer = LMTrainer(EncoderBlock(dim=16, num_heads=4), vocab_size=32, dim=16)
    params = trainer.init(jax.random.key(0))
    tokens = jax.random.randint(jax.random.key(1), (4, 9), 0, 32)
    losses = []
    for _ in range(3):
        params, loss = trainer.step(params, tokens)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
