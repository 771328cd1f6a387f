import jax
import jax.numpy as jnp

from postagger.losses import PAD_TAG
from postagger.model import WindowTagger
from postagger.train import make_train_step


def main(num_steps=5):
    model = WindowTagger(vocab_size=30, num_tags=5, dim=8)
    params = model.init(jax.random.PRNGKey(0))
    tokens = jax.random.randint(jax.random.PRNGKey(1), (4, 9), 0, 30)
    lengths = jnp.array([9, 6, 4, 7])
    tags = jnp.where(jnp.arange(9)[None, :] < lengths[:, None], tokens % 5, PAD_TAG)
    train_step = make_train_step(model, learning_rate=0.5)
    losses = []
    for _ in range(num_steps):
        params, loss = train_step(params, tokens, tags)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
