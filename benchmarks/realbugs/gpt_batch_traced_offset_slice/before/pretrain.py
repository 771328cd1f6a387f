import jax

from minigpt.data import CharTokenizer, TokenDataset
from minigpt.model import TinyGPT
from minigpt.trainer import Pretrainer

TEXT = "once upon a time there was a little model that wanted to learn every story in the world. " * 20


def main(num_steps=30):
    tokenizer = CharTokenizer(TEXT)
    dataset = TokenDataset(tokenizer.encode(TEXT), block_size=16, batch_size=8)
    model = TinyGPT(len(tokenizer.vocab), dataset.block_size)
    params = model.init(jax.random.PRNGKey(0))
    _, history = Pretrainer(model, dataset).run(params, jax.random.PRNGKey(1), num_steps)
    return history


if __name__ == "__main__":
    print(main()[-1])
