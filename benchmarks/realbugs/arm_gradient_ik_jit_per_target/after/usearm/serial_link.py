"""Stand-in for the serial connection: commands are printed instead of written to the port."""
import math


def to_servo_degrees(angles):
    return [int(round(math.degrees(float(a)))) % 360 for a in angles]


def send(angles):
    print("MOVE " + " ".join(str(d) for d in to_servo_degrees(angles)))
