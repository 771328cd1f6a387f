from asianmc.engine import arithmetic_asian_call


def price_ladder(key, s0, r, sigma, T, strikes):
    """Prices and standard errors of the arithmetic Asian call across a strike ladder, with common random numbers."""
    rows = []
    for strike in strikes:
        price, stderr = arithmetic_asian_call(key, s0, r, sigma, T, strike=strike)
        rows.append((strike, float(price), float(stderr)))
    return rows
