import jax

from minigpt.block import TransformerBlock, forward
from minigpt.config import AttentionConfig


def main():
    config = AttentionConfig(d_model=32, num_heads=4, causal=True, dropout_rate=0.1)
    block = TransformerBlock(config)
    params = block.init(jax.random.PRNGKey(0))
    x = jax.random.normal(jax.random.PRNGKey(1), (10, 32))
    return forward(params, x, config)


if __name__ == "__main__":
    print(main().shape)
