import jax

from textclf.model import init_params
from textclf.state import create_state
from textclf.train import train_step


def main(num_steps=4):
    tokens = jax.random.randint(jax.random.PRNGKey(0), (16, 10), 0, 50)
    labels = (tokens[:, 0] > 25).astype("int32")
    state = create_state(init_params(jax.random.PRNGKey(1), vocab_size=50, embed_dim=8, num_classes=2))
    losses = []
    for _ in range(num_steps):
        state, loss = train_step(state, tokens, labels)
        losses.append(float(loss))
    return state, losses


if __name__ == "__main__":
    print(main()[1])
