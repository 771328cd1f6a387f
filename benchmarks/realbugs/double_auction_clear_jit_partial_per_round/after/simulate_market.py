import jax

from auction.market import DoubleAuctionMarket
from auction.traders import PriceBeliefs


def main(num_rounds=30, num_buyers=40, num_sellers=40, seed=0):
    market = DoubleAuctionMarket(tick_size=0.01)
    buyers = PriceBeliefs(num_buyers, low=4.0, high=9.0)
    sellers = PriceBeliefs(num_sellers, low=2.0, high=7.0)
    key = jax.random.key(seed)
    for _ in range(num_rounds):
        key, kb, ks = jax.random.split(key, 3)
        fills, price = market.clear_round(buyers.quotes(kb), sellers.quotes(ks))
        buyers.update(price)
        sellers.update(price)
    prices = [p for _, p in market.history]
    fills = market.history[-1][0]
    print(f"{num_rounds} rounds: first price {prices[0]:.2f}, last {prices[-1]:.2f}, last fills {fills}")
    return market, buyers, sellers, prices


if __name__ == "__main__":
    main()
