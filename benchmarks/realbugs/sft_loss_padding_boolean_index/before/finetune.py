import jax

from sftchat.model import ContextMLP
from sftchat.objective import make_train_step
from sftchat.tokenizer import CharTokenizer

DIALOGUES = [
    "user: hi\nassistant: hello!",
    "user: what is jax?\nassistant: a library for array programs.",
    "user: thanks\nassistant: you're welcome.",
    "user: bye\nassistant: goodbye!",
]


def main(num_steps=20):
    tokenizer = CharTokenizer(DIALOGUES)
    ids = tokenizer.encode_batch(DIALOGUES)
    model = ContextMLP(tokenizer.vocab_size)
    params = model.init(jax.random.PRNGKey(0))
    train_step = make_train_step(model, tokenizer.pad_id)
    losses = []
    for _ in range(num_steps):
        params, loss = train_step(params, ids)
        losses.append(float(loss))
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}")
    return losses


if __name__ == "__main__":
    main()
