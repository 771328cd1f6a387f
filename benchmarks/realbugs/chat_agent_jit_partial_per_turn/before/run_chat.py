import jax

from chatbot.agent import ChatAgent
from chatbot.model import TinyCausalLM


def make_agent():
    model = TinyCausalLM(vocab_size=32, width=16, context=24)
    return ChatAgent(model, model.init(jax.random.PRNGKey(0)))


def main():
    agent = make_agent()
    replies = [agent.respond([5, 6, 7]), agent.respond([8, 9])]
    return agent, replies


if __name__ == "__main__":
    print(main()[1])
